.class public final Lcom/tidewell/home/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final ACTION_REMINDER_FIRE:Ljava/lang/String; = "com.tidewell.home.action.REMINDER_FIRE"

.field public static final ACTION_SHOW_REMINDER:Ljava/lang/String; = "com.tidewell.home.action.SHOW_REMINDER"

.field public static final ACTION_SMS_SENT:Ljava/lang/String; = "com.tidewell.home.action.SMS_SENT"

.field public static final EXTRA_BODY:Ljava/lang/String; = "com.tidewell.home.extra.BODY"

.field public static final EXTRA_BOOK:Ljava/lang/String; = "com.tidewell.home.extra.BOOK"

.field public static final EXTRA_DECISION:Ljava/lang/String; = "com.tidewell.home.extra.DECISION"

.field public static final EXTRA_REF:Ljava/lang/String; = "com.tidewell.home.extra.REF"

.field public static final EXTRA_REMINDER:Ljava/lang/String; = "com.tidewell.home.extra.REMINDER"

.field public static final EXTRA_REPLY:Ljava/lang/String; = "com.tidewell.home.extra.REPLY"

.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "com.tidewell.home.extra.SUMMARY"

.field public static final EXTRA_TO:Ljava/lang/String; = "com.tidewell.home.extra.TO"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.tidewell.home.extra.TOKEN"

.field public static final TAG:Ljava/lang/String; = "Tidewell"

.field private static final V2_METHODS:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 21
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

    sput-object v0, Lcom/tidewell/home/ProtocolKt;->V2_METHODS:Ljava/util/Set;

    return-void
.end method

.method public static final getDeadlineAtMs(Landroid/os/Bundle;)J
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public static final getProtocolVersion(Landroid/os/Bundle;)I
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
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

    .line 28
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

    .line 24
    const-string v1, "request_id"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    const-string v1, "resume_token"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    const-string v1, "session_token"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    const-string v1, "tool_name"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public static final getV2_METHODS()Ljava/util/Set;
    .registers 1

    .line 21
    sget-object v0, Lcom/tidewell/home/ProtocolKt;->V2_METHODS:Ljava/util/Set;

    return-object v0
.end method
