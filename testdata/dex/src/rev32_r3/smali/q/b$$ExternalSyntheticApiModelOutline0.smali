.class public final synthetic Lq/b$$ExternalSyntheticApiModelOutline0;
.super Ljava/lang/Object;

# R8's API-model outlines for two API 31 calls of lambda$call$0, merged into one
# synthetic class (overloads of m): ContentProvider.getCallingAttributionSource()
# and AttributionSource.getPackageName().

.method public static bridge synthetic m(Landroid/content/ContentProvider;)Landroid/content/AttributionSource;
    .registers 1
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingAttributionSource()Landroid/content/AttributionSource;
    move-result-object p0
    return-object p0
.end method

.method public static bridge synthetic m(Landroid/content/AttributionSource;)Ljava/lang/String;
    .registers 1
    invoke-virtual {p0}, Landroid/content/AttributionSource;->getPackageName()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
