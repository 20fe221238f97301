.class public final enum Lapp/tallybook/budget/cetp/Method;
.super Ljava/lang/Enum;
.source "Protocol.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lapp/tallybook/budget/cetp/Method;

.field public static final enum CANCEL_OPERATION:Lapp/tallybook/budget/cetp/Method;

.field public static final Companion:Lapp/tallybook/budget/cetp/Method$Companion;

.field public static final enum EXECUTE_TOOL:Lapp/tallybook/budget/cetp/Method;

.field public static final enum GET_OPERATION:Lapp/tallybook/budget/cetp/Method;

.field public static final enum LIST_TOOLS:Lapp/tallybook/budget/cetp/Method;

.field public static final enum NEGOTIATE:Lapp/tallybook/budget/cetp/Method;

.field public static final enum PROVIDER_INFO:Lapp/tallybook/budget/cetp/Method;


# instance fields
.field private final needsSession:Z

.field private final wire:Ljava/lang/String;


# direct methods
.method private static final synthetic $values()[Lapp/tallybook/budget/cetp/Method;
    .registers 4

    const/4 v0, 0x6

    new-array v3, v0, [Lapp/tallybook/budget/cetp/Method;

    sget-object v2, Lapp/tallybook/budget/cetp/Method;->NEGOTIATE:Lapp/tallybook/budget/cetp/Method;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lapp/tallybook/budget/cetp/Method;->PROVIDER_INFO:Lapp/tallybook/budget/cetp/Method;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lapp/tallybook/budget/cetp/Method;->LIST_TOOLS:Lapp/tallybook/budget/cetp/Method;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    sget-object v2, Lapp/tallybook/budget/cetp/Method;->EXECUTE_TOOL:Lapp/tallybook/budget/cetp/Method;

    const/4 v1, 0x3

    aput-object v2, v3, v1

    sget-object v2, Lapp/tallybook/budget/cetp/Method;->GET_OPERATION:Lapp/tallybook/budget/cetp/Method;

    const/4 v1, 0x4

    aput-object v2, v3, v1

    sget-object v2, Lapp/tallybook/budget/cetp/Method;->CANCEL_OPERATION:Lapp/tallybook/budget/cetp/Method;

    const/4 v1, 0x5

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 7

    .line 35
    new-instance v0, Lapp/tallybook/budget/cetp/Method;

    const-string v2, "NEGOTIATE"

    const/4 v3, 0x0

    const-string v4, "negotiate"

    const/4 v5, 0x0

    invoke-direct {v0, v2, v3, v4, v5}, Lapp/tallybook/budget/cetp/Method;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    sput-object v0, Lapp/tallybook/budget/cetp/Method;->NEGOTIATE:Lapp/tallybook/budget/cetp/Method;

    .line 36
    new-instance v0, Lapp/tallybook/budget/cetp/Method;

    const-string v1, "PROVIDER_INFO"

    const/4 v2, 0x1

    const-string v3, "get_provider_info"

    const/4 v4, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/tallybook/budget/cetp/Method;-><init>(Ljava/lang/String;ILjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/Method;->PROVIDER_INFO:Lapp/tallybook/budget/cetp/Method;

    .line 37
    new-instance v0, Lapp/tallybook/budget/cetp/Method;

    const-string v1, "LIST_TOOLS"

    const/4 v2, 0x2

    const-string v3, "list_tools"

    const/4 v4, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/tallybook/budget/cetp/Method;-><init>(Ljava/lang/String;ILjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/Method;->LIST_TOOLS:Lapp/tallybook/budget/cetp/Method;

    .line 38
    new-instance v0, Lapp/tallybook/budget/cetp/Method;

    const-string v1, "EXECUTE_TOOL"

    const/4 v2, 0x3

    const-string v3, "execute_tool"

    const/4 v4, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/tallybook/budget/cetp/Method;-><init>(Ljava/lang/String;ILjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/Method;->EXECUTE_TOOL:Lapp/tallybook/budget/cetp/Method;

    .line 39
    new-instance v0, Lapp/tallybook/budget/cetp/Method;

    const-string v1, "GET_OPERATION"

    const/4 v2, 0x4

    const-string v3, "get_operation"

    const/4 v4, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/tallybook/budget/cetp/Method;-><init>(Ljava/lang/String;ILjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/Method;->GET_OPERATION:Lapp/tallybook/budget/cetp/Method;

    .line 40
    new-instance v0, Lapp/tallybook/budget/cetp/Method;

    const-string v1, "CANCEL_OPERATION"

    const/4 v2, 0x5

    const-string v3, "cancel_operation"

    const/4 v4, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/tallybook/budget/cetp/Method;-><init>(Ljava/lang/String;ILjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/Method;->CANCEL_OPERATION:Lapp/tallybook/budget/cetp/Method;

    invoke-static {}, Lapp/tallybook/budget/cetp/Method;->$values()[Lapp/tallybook/budget/cetp/Method;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/Method;->$VALUES:[Lapp/tallybook/budget/cetp/Method;

    sget-object v0, Lapp/tallybook/budget/cetp/Method;->$VALUES:[Lapp/tallybook/budget/cetp/Method;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/Method;->$ENTRIES:Lkotlin/enums/EnumEntries;

    new-instance v0, Lapp/tallybook/budget/cetp/Method$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/Method$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/Method;->Companion:Lapp/tallybook/budget/cetp/Method$Companion;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Z)V
    .registers 5

    .line 34
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-object p3, p0, Lapp/tallybook/budget/cetp/Method;->wire:Ljava/lang/String;

    iput-boolean p4, p0, Lapp/tallybook/budget/cetp/Method;->needsSession:Z

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8

    .line 34
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_0

    const/4 p4, 0x1

    :cond_0
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/tallybook/budget/cetp/Method;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lapp/tallybook/budget/cetp/Method;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lapp/tallybook/budget/cetp/Method;
    .registers 2

    const-class v0, Lapp/tallybook/budget/cetp/Method;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lapp/tallybook/budget/cetp/Method;

    return-object v0
.end method

.method public static values()[Lapp/tallybook/budget/cetp/Method;
    .registers 1

    sget-object v0, Lapp/tallybook/budget/cetp/Method;->$VALUES:[Lapp/tallybook/budget/cetp/Method;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lapp/tallybook/budget/cetp/Method;

    return-object v0
.end method


# virtual methods
.method public final getNeedsSession()Z
    .registers 2

    .line 34
    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/Method;->needsSession:Z

    return v0
.end method

.method public final getWire()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Method;->wire:Ljava/lang/String;

    return-object v0
.end method
