package com.clawseed.cetp.sdk

/** One get_operation / cancel_operation call as the SDK hands it to the app: the caller was captured in call(). */
class CetpOperationRequest(
    val callingUid: Int,
    val callingPackage: String?,
    val requestId: String?,
    val operationId: String,
)
