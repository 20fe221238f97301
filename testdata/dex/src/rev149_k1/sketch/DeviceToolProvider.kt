package net.switchyard.hub

import org.json.JSONArray

/** Device integrations: the accounts linked in the hub, the clipboard and downloads. */
class DeviceToolProvider : ToolHost() {
    override val providerId = "net.switchyard.hub.device"
    override val description = "Linked accounts, the clipboard and downloads on this device."
    override val revision = "device-12"
    override val scopes: JSONArray = JSONArray()
        .put(scope("accounts.read", "read", "personal", "See the accounts linked in Switchyard"))
        .put(scope("clipboard.read", "read", "personal", "Read the clipboard"))
        .put(scope("clipboard.write", "write", "personal", "Change the clipboard"))
        .put(scope("downloads.read", "read", "device", "See downloads"))
        .put(scope("downloads.write", "write", "device", "Start downloads"))
    override val moduleIds = listOf("accounts", "clipboard", "downloads")
    override val verifier = CallerVerifier.signingCertificates()
    override val sessions = SessionPolicy.byToken()
}
