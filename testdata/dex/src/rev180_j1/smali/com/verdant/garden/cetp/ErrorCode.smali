.class public final enum Lcom/verdant/garden/cetp/ErrorCode;
.super Ljava/lang/Enum;
.source "ErrorCode.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/cetp/ErrorCode$Rejected;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/verdant/garden/cetp/ErrorCode;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum CANCELLED:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum CONFLICT:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum DEADLINE_EXCEEDED:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum METHOD_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum NEGOTIATION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum PERMISSION_DENIED:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum TOOL_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum UNAVAILABLE:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum UNSUPPORTED_CAPABILITY:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum UNSUPPORTED_VERSION:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum USER_ACTION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

.field public static final enum USER_CANCELLED:Lcom/verdant/garden/cetp/ErrorCode;


# instance fields
.field private final message:Ljava/lang/String;

.field private final retryable:Z


# direct methods
.method private static synthetic $values()[Lcom/verdant/garden/cetp/ErrorCode;
    .registers 3

    .line 4
    const/16 v0, 0xf

    new-array v0, v0, [Lcom/verdant/garden/cetp/ErrorCode;

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lcom/verdant/garden/cetp/ErrorCode;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lcom/verdant/garden/cetp/ErrorCode;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->USER_CANCELLED:Lcom/verdant/garden/cetp/ErrorCode;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->PERMISSION_DENIED:Lcom/verdant/garden/cetp/ErrorCode;

    const/4 v1, 0x5

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->TOOL_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

    const/4 v1, 0x6

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->METHOD_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

    const/4 v1, 0x7

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    const/16 v1, 0x8

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    const/16 v1, 0x9

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->CONFLICT:Lcom/verdant/garden/cetp/ErrorCode;

    const/16 v1, 0xa

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lcom/verdant/garden/cetp/ErrorCode;

    const/16 v1, 0xb

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->CANCELLED:Lcom/verdant/garden/cetp/ErrorCode;

    const/16 v1, 0xc

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->UNAVAILABLE:Lcom/verdant/garden/cetp/ErrorCode;

    const/16 v1, 0xd

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    const/16 v1, 0xe

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 5

    .line 5
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "UNSUPPORTED_VERSION"

    const/4 v2, 0x0

    const/4 v3, 0x0

    const-string v4, "No common protocol version."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lcom/verdant/garden/cetp/ErrorCode;

    .line 6
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const/4 v2, 0x1

    const/4 v3, 0x0

    const-string v4, "This session did not negotiate that capability."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lcom/verdant/garden/cetp/ErrorCode;

    .line 7
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "NEGOTIATION_REQUIRED"

    const/4 v2, 0x2

    const/4 v3, 0x1

    const-string v4, "The session is missing or expired; negotiate again."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

    .line 8
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "USER_ACTION_REQUIRED"

    const/4 v2, 0x3

    const/4 v3, 0x0

    const-string v4, "Confirm this action in Verdant first."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

    .line 9
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "USER_CANCELLED"

    const/4 v2, 0x4

    const/4 v3, 0x0

    const-string v4, "The action was declined in Verdant."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->USER_CANCELLED:Lcom/verdant/garden/cetp/ErrorCode;

    .line 10
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "PERMISSION_DENIED"

    const/4 v2, 0x5

    const/4 v3, 0x0

    const-string v4, "This app is not allowed to use Verdant tools."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->PERMISSION_DENIED:Lcom/verdant/garden/cetp/ErrorCode;

    .line 11
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "TOOL_NOT_FOUND"

    const/4 v2, 0x6

    const/4 v3, 0x0

    const-string v4, "No such tool."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->TOOL_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

    .line 12
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "METHOD_NOT_FOUND"

    const/4 v2, 0x7

    const/4 v3, 0x0

    const-string v4, "No such method."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->METHOD_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

    .line 13
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "INVALID_ARGS"

    const/16 v2, 0x8

    const/4 v3, 0x0

    const-string v4, "The arguments do not match the tool\'s input schema."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    .line 14
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "INVALID_REQUEST"

    const/16 v2, 0x9

    const/4 v3, 0x0

    const-string v4, "The request envelope is invalid."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    .line 15
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "CONFLICT"

    const/16 v2, 0xa

    const/4 v3, 0x0

    const-string v4, "The garden\'s current state prevents this action."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->CONFLICT:Lcom/verdant/garden/cetp/ErrorCode;

    .line 16
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "DEADLINE_EXCEEDED"

    const/16 v2, 0xb

    const/4 v3, 0x0

    const-string v4, "The request deadline has passed."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lcom/verdant/garden/cetp/ErrorCode;

    .line 17
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "CANCELLED"

    const/16 v2, 0xc

    const/4 v3, 0x0

    const-string v4, "The operation was cancelled."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->CANCELLED:Lcom/verdant/garden/cetp/ErrorCode;

    .line 18
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "UNAVAILABLE"

    const/16 v2, 0xd

    const/4 v3, 0x1

    const-string v4, "Verdant is temporarily unavailable."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->UNAVAILABLE:Lcom/verdant/garden/cetp/ErrorCode;

    .line 19
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode;

    const-string v1, "INTERNAL_ERROR"

    const/16 v2, 0xe

    const/4 v3, 0x0

    const-string v4, "Verdant could not complete the request."

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/ErrorCode;-><init>(Ljava/lang/String;IZLjava/lang/String;)V

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    .line 4
    invoke-static {}, Lcom/verdant/garden/cetp/ErrorCode;->$values()[Lcom/verdant/garden/cetp/ErrorCode;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/cetp/ErrorCode;->$VALUES:[Lcom/verdant/garden/cetp/ErrorCode;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;IZLjava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(Z",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 24
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 25
    iput-boolean p3, p0, Lcom/verdant/garden/cetp/ErrorCode;->retryable:Z

    .line 26
    iput-object p4, p0, Lcom/verdant/garden/cetp/ErrorCode;->message:Ljava/lang/String;

    .line 27
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/verdant/garden/cetp/ErrorCode;
    .registers 2

    .line 4
    const-class v0, Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/ErrorCode;

    return-object v0
.end method

.method public static values()[Lcom/verdant/garden/cetp/ErrorCode;
    .registers 1

    .line 4
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->$VALUES:[Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, [Lcom/verdant/garden/cetp/ErrorCode;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/verdant/garden/cetp/ErrorCode;

    return-object v0
.end method


# virtual methods
.method public message()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/verdant/garden/cetp/ErrorCode;->message:Ljava/lang/String;

    return-object v0
.end method

.method public rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;
    .registers 2

    .line 52
    new-instance v0, Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    invoke-direct {v0, p0}, Lcom/verdant/garden/cetp/ErrorCode$Rejected;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    return-object v0
.end method

.method public retryable()Z
    .registers 2

    .line 30
    iget-boolean v0, p0, Lcom/verdant/garden/cetp/ErrorCode;->retryable:Z

    return v0
.end method
