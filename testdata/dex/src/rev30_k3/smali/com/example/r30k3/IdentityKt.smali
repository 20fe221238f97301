.class public final Lcom/example/r30k3/IdentityKt;
.super Ljava/lang/Object;
.source "Identity.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nIdentity.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Identity.kt\ncom/example/r30k3/IdentityKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,21:1\n1#2:22\n*E\n"
.end annotation


# static fields
.field public static final PARTNER:Ljava/lang/String; = "com.partner.contacts"


# direct methods
.method public static final isOnlyPartner(Landroid/content/pm/PackageManager;I)Z
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    if-eqz p0, :cond_3
    .line 22
    const/4 v0, 0x0
    .local v0, "$i$a$-takeIf-IdentityKt$isOnlyPartner$1":I
    .line 17
    array-length v1, p0
    const/4 v2, 0x1
    if-ne v1, v2, :cond_0
    move v1, v2
    goto :goto_0
    :cond_0
    move v1, p1
    :goto_0
    .end local v0    # "$i$a$-takeIf-IdentityKt$isOnlyPartner$1":I
    if-eqz v1, :cond_1
    goto :goto_1
    :cond_1
    const/4 p0, 0x0
    :goto_1
    if-eqz p0, :cond_3
    .line 22
    const/4 v0, 0x0
    .local v0, "$i$a$-let-IdentityKt$isOnlyPartner$2":I
    .line 17
    aget-object p0, p0, p1
    const-string p1, "com.partner.contacts"
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    .end local v0    # "$i$a$-let-IdentityKt$isOnlyPartner$2":I
    :cond_3
    return p1
.end method

.method public static final isPartner(Landroid/content/pm/PackageManager;I)Z
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    if-eqz p0, :cond_1
    .line 22
    const/4 v0, 0x0
    .local v0, "$i$a$-let-IdentityKt$isPartner$1":I
    .line 14
    const-string v1, "com.partner.contacts"
    invoke-static {p0, v1}, Lkotlin/collections/ArraysKt;->contains([Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p0
    .end local v0    # "$i$a$-let-IdentityKt$isPartner$1":I
    const/4 v0, 0x1
    if-ne p0, v0, :cond_1
    move p1, v0
    :cond_1
    return p1
.end method

.method public static final ownerOf(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_0
    const/4 p0, 0x0
    return-object p0
    :cond_0
    const/4 p1, 0x0
    aget-object p0, p0, p1
    .line 10
    .local p0, "first":Ljava/lang/String;
    return-object p0
.end method

.method public static final soleOwner(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    if-eqz p0, :cond_0
    invoke-static {p0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return-object p0
.end method
