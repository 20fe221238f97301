.class public final enum Lio/quillkit/notes/cetp/ErrorCode;
.super Ljava/lang/Enum;
.source "Protocol.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum CONFLICT:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum DEADLINE_EXCEEDED:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum INTERNAL_ERROR:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum INVALID_ARGS:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum INVALID_REQUEST:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum METHOD_NOT_FOUND:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum NEGOTIATION_REQUIRED:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum PERMISSION_DENIED:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum RESULT_TOO_LARGE:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum TOOL_NOT_FOUND:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum UNSUPPORTED_CAPABILITY:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum UNSUPPORTED_VERSION:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum USER_ACTION_REQUIRED:Lio/quillkit/notes/cetp/ErrorCode;

.field public static final enum USER_CANCELLED:Lio/quillkit/notes/cetp/ErrorCode;


# instance fields
.field private final retryable:Z


# direct methods
.method private static final synthetic $values()[Lio/quillkit/notes/cetp/ErrorCode;
    .registers 4

    const/16 v0, 0xe

    new-array v3, v0, [Lio/quillkit/notes/cetp/ErrorCode;

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v1, 0x3

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->USER_CANCELLED:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v1, 0x4

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->PERMISSION_DENIED:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v1, 0x5

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->TOOL_NOT_FOUND:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v1, 0x6

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->METHOD_NOT_FOUND:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v1, 0x7

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->INVALID_ARGS:Lio/quillkit/notes/cetp/ErrorCode;

    const/16 v1, 0x8

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->INVALID_REQUEST:Lio/quillkit/notes/cetp/ErrorCode;

    const/16 v1, 0x9

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->CONFLICT:Lio/quillkit/notes/cetp/ErrorCode;

    const/16 v1, 0xa

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lio/quillkit/notes/cetp/ErrorCode;

    const/16 v1, 0xb

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->RESULT_TOO_LARGE:Lio/quillkit/notes/cetp/ErrorCode;

    const/16 v1, 0xc

    aput-object v2, v3, v1

    sget-object v2, Lio/quillkit/notes/cetp/ErrorCode;->INTERNAL_ERROR:Lio/quillkit/notes/cetp/ErrorCode;

    const/16 v1, 0xd

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 10
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "UNSUPPORTED_VERSION"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lio/quillkit/notes/cetp/ErrorCode;

    .line 11
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lio/quillkit/notes/cetp/ErrorCode;

    .line 12
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "NEGOTIATION_REQUIRED"

    const/4 v2, 0x2

    const/4 v3, 0x1

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lio/quillkit/notes/cetp/ErrorCode;

    .line 13
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "USER_ACTION_REQUIRED"

    const/4 v2, 0x3

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lio/quillkit/notes/cetp/ErrorCode;

    .line 14
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "USER_CANCELLED"

    const/4 v2, 0x4

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->USER_CANCELLED:Lio/quillkit/notes/cetp/ErrorCode;

    .line 15
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "PERMISSION_DENIED"

    const/4 v2, 0x5

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->PERMISSION_DENIED:Lio/quillkit/notes/cetp/ErrorCode;

    .line 16
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "TOOL_NOT_FOUND"

    const/4 v2, 0x6

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->TOOL_NOT_FOUND:Lio/quillkit/notes/cetp/ErrorCode;

    .line 17
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "METHOD_NOT_FOUND"

    const/4 v2, 0x7

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->METHOD_NOT_FOUND:Lio/quillkit/notes/cetp/ErrorCode;

    .line 18
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "INVALID_ARGS"

    const/16 v2, 0x8

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->INVALID_ARGS:Lio/quillkit/notes/cetp/ErrorCode;

    .line 19
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "INVALID_REQUEST"

    const/16 v2, 0x9

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->INVALID_REQUEST:Lio/quillkit/notes/cetp/ErrorCode;

    .line 20
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "CONFLICT"

    const/16 v2, 0xa

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->CONFLICT:Lio/quillkit/notes/cetp/ErrorCode;

    .line 21
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "DEADLINE_EXCEEDED"

    const/16 v2, 0xb

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lio/quillkit/notes/cetp/ErrorCode;

    .line 22
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "RESULT_TOO_LARGE"

    const/16 v2, 0xc

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->RESULT_TOO_LARGE:Lio/quillkit/notes/cetp/ErrorCode;

    .line 23
    new-instance v0, Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "INTERNAL_ERROR"

    const/16 v2, 0xd

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/ErrorCode;-><init>(Ljava/lang/String;IZ)V

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->INTERNAL_ERROR:Lio/quillkit/notes/cetp/ErrorCode;

    invoke-static {}, Lio/quillkit/notes/cetp/ErrorCode;->$values()[Lio/quillkit/notes/cetp/ErrorCode;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->$VALUES:[Lio/quillkit/notes/cetp/ErrorCode;

    sget-object v0, Lio/quillkit/notes/cetp/ErrorCode;->$VALUES:[Lio/quillkit/notes/cetp/ErrorCode;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/ErrorCode;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;IZ)V
    .registers 4

    .line 9
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-boolean p3, p0, Lio/quillkit/notes/cetp/ErrorCode;->retryable:Z

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lio/quillkit/notes/cetp/ErrorCode;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lio/quillkit/notes/cetp/ErrorCode;
    .registers 2

    const-class v0, Lio/quillkit/notes/cetp/ErrorCode;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lio/quillkit/notes/cetp/ErrorCode;

    return-object v0
.end method

.method public static values()[Lio/quillkit/notes/cetp/ErrorCode;
    .registers 1

    sget-object v0, Lio/quillkit/notes/cetp/ErrorCode;->$VALUES:[Lio/quillkit/notes/cetp/ErrorCode;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lio/quillkit/notes/cetp/ErrorCode;

    return-object v0
.end method


# virtual methods
.method public final getRetryable()Z
    .registers 2

    .line 9
    iget-boolean v0, p0, Lio/quillkit/notes/cetp/ErrorCode;->retryable:Z

    return v0
.end method
