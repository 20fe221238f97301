.class public final Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;
.super Lio/quillkit/notes/cetp/ToolFailure;
.source "Protocol.kt"


# instance fields
.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 6

    const-string v0, "resolution"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resumeToken"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    sget-object v0, Lio/quillkit/notes/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lio/quillkit/notes/cetp/ErrorCode;

    .line 72
    const-string v1, "Confirm this action in Quill."

    const/4 v2, 0x0

    invoke-direct {p0, v0, v1, v2}, Lio/quillkit/notes/cetp/ToolFailure;-><init>(Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;->resolution:Landroid/app/PendingIntent;

    iput-object p2, p0, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;->resumeToken:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 72
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 72
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;->resumeToken:Ljava/lang/String;

    return-object v0
.end method
