.class public final enum Lcom/quirewell/cetp/CetpMethod;
.super Ljava/lang/Enum;
.source "CetpMethod.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/quirewell/cetp/CetpMethod;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/quirewell/cetp/CetpMethod;

.field public static final enum EXECUTE_TOOL:Lcom/quirewell/cetp/CetpMethod;

.field public static final enum GET_PROVIDER_INFO:Lcom/quirewell/cetp/CetpMethod;

.field public static final enum LIST_TOOLS:Lcom/quirewell/cetp/CetpMethod;

.field public static final enum NEGOTIATE:Lcom/quirewell/cetp/CetpMethod;


# instance fields
.field private final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/quirewell/cetp/CetpMethod;
    .registers 3

    .line 4
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/quirewell/cetp/CetpMethod;

    sget-object v2, Lcom/quirewell/cetp/CetpMethod;->NEGOTIATE:Lcom/quirewell/cetp/CetpMethod;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/quirewell/cetp/CetpMethod;->GET_PROVIDER_INFO:Lcom/quirewell/cetp/CetpMethod;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/quirewell/cetp/CetpMethod;->LIST_TOOLS:Lcom/quirewell/cetp/CetpMethod;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/quirewell/cetp/CetpMethod;->EXECUTE_TOOL:Lcom/quirewell/cetp/CetpMethod;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 5
    new-instance v0, Lcom/quirewell/cetp/CetpMethod;

    const-string v1, "NEGOTIATE"

    const/4 v2, 0x0

    const-string v3, "negotiate"

    invoke-direct {v0, v1, v2, v3}, Lcom/quirewell/cetp/CetpMethod;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/quirewell/cetp/CetpMethod;->NEGOTIATE:Lcom/quirewell/cetp/CetpMethod;

    .line 6
    new-instance v0, Lcom/quirewell/cetp/CetpMethod;

    const-string v1, "GET_PROVIDER_INFO"

    const/4 v2, 0x1

    const-string v3, "get_provider_info"

    invoke-direct {v0, v1, v2, v3}, Lcom/quirewell/cetp/CetpMethod;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/quirewell/cetp/CetpMethod;->GET_PROVIDER_INFO:Lcom/quirewell/cetp/CetpMethod;

    .line 7
    new-instance v0, Lcom/quirewell/cetp/CetpMethod;

    const-string v1, "LIST_TOOLS"

    const/4 v2, 0x2

    const-string v3, "list_tools"

    invoke-direct {v0, v1, v2, v3}, Lcom/quirewell/cetp/CetpMethod;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/quirewell/cetp/CetpMethod;->LIST_TOOLS:Lcom/quirewell/cetp/CetpMethod;

    .line 8
    new-instance v0, Lcom/quirewell/cetp/CetpMethod;

    const-string v1, "EXECUTE_TOOL"

    const/4 v2, 0x3

    const-string v3, "execute_tool"

    invoke-direct {v0, v1, v2, v3}, Lcom/quirewell/cetp/CetpMethod;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/quirewell/cetp/CetpMethod;->EXECUTE_TOOL:Lcom/quirewell/cetp/CetpMethod;

    .line 4
    invoke-static {}, Lcom/quirewell/cetp/CetpMethod;->$values()[Lcom/quirewell/cetp/CetpMethod;

    move-result-object v0

    sput-object v0, Lcom/quirewell/cetp/CetpMethod;->$VALUES:[Lcom/quirewell/cetp/CetpMethod;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 12
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 13
    iput-object p3, p0, Lcom/quirewell/cetp/CetpMethod;->wire:Ljava/lang/String;

    .line 14
    return-void
.end method

.method public static fromWire(Ljava/lang/String;)Lcom/quirewell/cetp/CetpMethod;
    .registers 6

    .line 17
    invoke-static {}, Lcom/quirewell/cetp/CetpMethod;->values()[Lcom/quirewell/cetp/CetpMethod;

    move-result-object v1

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    .line 18
    iget-object v0, v4, Lcom/quirewell/cetp/CetpMethod;->wire:Ljava/lang/String;

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 19
    return-object v4

    .line 17
    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 22
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/quirewell/cetp/CetpMethod;
    .registers 2

    .line 4
    const-class v0, Lcom/quirewell/cetp/CetpMethod;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/quirewell/cetp/CetpMethod;

    return-object v0
.end method

.method public static values()[Lcom/quirewell/cetp/CetpMethod;
    .registers 1

    .line 4
    sget-object v0, Lcom/quirewell/cetp/CetpMethod;->$VALUES:[Lcom/quirewell/cetp/CetpMethod;

    invoke-virtual {v0}, [Lcom/quirewell/cetp/CetpMethod;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/quirewell/cetp/CetpMethod;

    return-object v0
.end method
