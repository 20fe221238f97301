.class public final Lcom/parcelnest/app/EnvelopeKt;
.super Ljava/lang/Object;
.source "Envelope.kt"


# static fields
.field public static final ACTION_CONFIRM:Ljava/lang/String; = "com.parcelnest.app.action.CONFIRM"

.field public static final ACTION_CONFIRM_RELEASE:Ljava/lang/String; = "com.parcelnest.app.action.CONFIRM_RELEASE"

.field public static final APP_PACKAGE:Ljava/lang/String; = "com.parcelnest.app"

.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "com.parcelnest.app.extra.SUMMARY"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.parcelnest.app.extra.TOKEN"

.field private static final METHODS:Ljava/util/Set;

.field public static final TAG:Ljava/lang/String; = "Parcelnest"


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 13
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "get_provider_info"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "list_tools"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "execute_tool"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "get_operation"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "cancel_operation"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/parcelnest/app/EnvelopeKt;->METHODS:Ljava/util/Set;

    return-void
.end method

.method public static final getDeadlineAtMs(Landroid/os/Bundle;)J
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public static final getMETHODS()Ljava/util/Set;
    .registers 1

    .line 13
    sget-object v0, Lcom/parcelnest/app/EnvelopeKt;->METHODS:Ljava/util/Set;

    return-object v0
.end method

.method public static final getProtocolVersion(Landroid/os/Bundle;)I
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    return v0
.end method

.method public static final getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    const-string v1, "args"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method

.method public static final getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    const-string v1, "request_id"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    const-string v1, "resume_token"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    const-string v1, "session_token"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    const-string v1, "tool_name"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method
