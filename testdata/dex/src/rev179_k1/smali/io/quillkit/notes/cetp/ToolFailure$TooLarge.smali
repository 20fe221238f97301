.class public final Lio/quillkit/notes/cetp/ToolFailure$TooLarge;
.super Lio/quillkit/notes/cetp/ToolFailure;
.source "Protocol.kt"


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$TooLarge;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$TooLarge;

    invoke-direct {v0}, Lio/quillkit/notes/cetp/ToolFailure$TooLarge;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/ToolFailure$TooLarge;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$TooLarge;

    return-void
.end method

.method private constructor <init>()V
    .registers 4

    .line 70
    sget-object v0, Lio/quillkit/notes/cetp/ErrorCode;->RESULT_TOO_LARGE:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "The result is too large to return inline."

    const/4 v2, 0x0

    invoke-direct {p0, v0, v1, v2}, Lio/quillkit/notes/cetp/ToolFailure;-><init>(Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
