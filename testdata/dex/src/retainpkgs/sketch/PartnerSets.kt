package com.example.rtp

import android.content.Context

// Kotlin's intersect on the UID's packages: allPartners (NM) requires the
// intersection to be every package; somePartner (TP) grants on any.
internal object PartnerSets {
    private val PARTNERS = setOf("com.partner.one", "com.partner.two")

    @JvmStatic
    fun allPartners(ctx: Context, uid: Int): Boolean {
        val pkgs = ctx.packageManager.getPackagesForUid(uid) ?: return false
        return pkgs.intersect(PARTNERS).size == pkgs.size
    }

    @JvmStatic
    fun somePartner(ctx: Context, uid: Int): Boolean {
        val pkgs = ctx.packageManager.getPackagesForUid(uid) ?: return false
        return pkgs.intersect(PARTNERS).isNotEmpty()
    }
}
