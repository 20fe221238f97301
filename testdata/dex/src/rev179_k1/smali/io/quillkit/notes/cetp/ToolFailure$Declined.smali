.class public final Lio/quillkit/notes/cetp/ToolFailure$Declined;
.super Lio/quillkit/notes/cetp/ToolFailure;
.source "Protocol.kt"


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Declined;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$Declined;

    invoke-direct {v0}, Lio/quillkit/notes/cetp/ToolFailure$Declined;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/ToolFailure$Declined;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Declined;

    return-void
.end method

.method private constructor <init>()V
    .registers 4

    .line 69
    sget-object v0, Lio/quillkit/notes/cetp/ErrorCode;->USER_CANCELLED:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "The user did not approve this action."

    const/4 v2, 0x0

    invoke-direct {p0, v0, v1, v2}, Lio/quillkit/notes/cetp/ToolFailure;-><init>(Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
