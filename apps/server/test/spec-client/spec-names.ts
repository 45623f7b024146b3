/**
 * Every field, query and form name SPEC.md gives a request (§3 entities with the aliases it lists,
 * §7 payloads and queries). The SPEC client sends nothing else: not our additions (dtEditedAt,
 * strDeviceId, strVoteToken, arrRemovedFileIds, intResendAfter…), which a client that knows only
 * SPEC has never heard of.
 */
/** SPEC §3's Event: what the event form sends and what an event reads back. */
export const SPEC_EVENT_FIELDS = [
  'id',
  'strEventTitle',
  'strEventLocation',
  'strEventCoordinatorName',
  'strEventCoordinatorPhone',
  'strEventDescription',
  'strEventStartDateTime',
  'b64Icon',
  'arrVehicleCategory',
  'arrJudges',
];

export const SPEC_REQUEST_NAMES = new Set([
  // §7 sign-in and refresh
  'username',
  'password',
  'refresh',
  // pagination and search (§7 "optional page", events' "query")
  'page',
  'query',
  // §3 Judge (multipart)
  'intJudgeId',
  'strFullName',
  'strFirstName',
  'strLastName',
  'strTitle',
  'strEmail',
  'strPassword',
  'profilePicture',
  // §3 Event, §7 event CRUD and mappers
  ...SPEC_EVENT_FIELDS,
  'intEventId',
  'listJudgesList',
  'listCategoryList',
  'isAdd',
  // §3 Vehicle (multipart) with the spellings §3 lists, §7 filters, bulk upload, QR codes
  'intVehicleId',
  'strUniqueId',
  'strRegistrationNo',
  'strRegistrationNumber',
  'strBrandName',
  'strModelName',
  'strModel',
  'intCategoryId',
  'strCategoryName',
  'intVehicleTypeId',
  'strOwnerName',
  'blnPaid',
  'strPaymentStatus',
  'blnVip',
  'blnVIP',
  'blnParticipateinLegendsTour',
  'objAdditionalInfo',
  'vehicleImages',
  'vehicleDocuments',
  'strSearchQuery',
  'file',
  'arrValues',
  // §3 Vehicle type, category, parameter
  'strVehicleTypeTitle',
  'strVehicleCategoryName',
  'intVehicleType',
  'base64CategoryIcon',
  'strPrefix',
  'intStartRange',
  'intRangeUpto',
  'strParameterTitle',
  'strParameterName',
  'intScoreLimit',
  // §3 Score entry
  'intScoreId',
  'strSpecialNote',
  'objParameterWiseScore',
  'blnTopChoice',
  // §3 Audience vote, §7 OTP
  'email',
  'otp',
]);

/** The names a request must never carry: ours, beyond SPEC (checked on top of the list above). */
export const OUR_ADDITIONS = ['dtEditedAt', 'strDeviceId', 'strVoteToken', 'arrRemovedFileIds', 'strReason', 'strFormat'];
