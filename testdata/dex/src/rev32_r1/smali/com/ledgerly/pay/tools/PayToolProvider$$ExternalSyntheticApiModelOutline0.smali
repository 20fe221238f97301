.class public final synthetic Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticApiModelOutline0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# R8's API-model outline: Binder.getCallingUidOrThrow() is API 29, above min-api 24.

.method public static bridge synthetic m()I
    .registers 1
    invoke-static {}, Landroid/os/Binder;->getCallingUidOrThrow()I
    move-result v0
    return v0
.end method
