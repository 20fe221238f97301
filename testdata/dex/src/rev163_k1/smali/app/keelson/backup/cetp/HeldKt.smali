.class public final Lapp/keelson/backup/cetp/HeldKt;
.super Ljava/lang/Object;
.source "Held.kt"


# static fields
.field public static final CONFIRM:Ljava/lang/String; = "confirm"

.field public static final GRANT:Ljava/lang/String; = "grant"

.field public static final SIGN_IN:Ljava/lang/String; = "sign_in"


# direct methods
.method public static final getConfirmed(Lapp/keelson/backup/cetp/HeldCall;)Z
    .registers 3

    .line 49
    if-eqz p0, :cond_0

    invoke-virtual {p0}, Lapp/keelson/backup/cetp/HeldCall;->getKind()Ljava/lang/String;

    move-result-object v0

    const-string v1, "confirm"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lapp/keelson/backup/cetp/HeldCall;->getApproved()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static final redeemFor-Zh6lWQk(Ljava/lang/String;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/HeldCall;
    .registers 4

    const-string v1, "$this$redeemFor"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, p0, p1}, Lapp/keelson/backup/cetp/HeldCalls;->take-Zh6lWQk(Ljava/lang/String;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/HeldCall;

    move-result-object v0

    return-object v0
.end method
