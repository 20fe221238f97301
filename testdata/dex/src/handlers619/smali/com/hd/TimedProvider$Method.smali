.class final enum Lcom/hd/TimedProvider$Method;
.super Ljava/lang/Enum;
.source "TimedProvider.java"

# static fields
.field public static final enum NEGOTIATE:Lcom/hd/TimedProvider$Method;
.field public static final enum EXECUTE_TOOL:Lcom/hd/TimedProvider$Method;
.field private static final synthetic $VALUES:[Lcom/hd/TimedProvider$Method;


# direct methods
.method public static values()[Lcom/hd/TimedProvider$Method;
    .registers 1
    .line 22
    sget-object v0, Lcom/hd/TimedProvider$Method;->$VALUES:[Lcom/hd/TimedProvider$Method;
    invoke-virtual {v0}, [Lcom/hd/TimedProvider$Method;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/hd/TimedProvider$Method;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/hd/TimedProvider$Method;
    .registers 2
    .line 22
    const-class v0, Lcom/hd/TimedProvider$Method;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/hd/TimedProvider$Method;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 22
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method static of(Ljava/lang/String;)Lcom/hd/TimedProvider$Method;
    .registers 2
    .line 26
    const-string v0, "negotiate"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L15
    sget-object v0, Lcom/hd/TimedProvider$Method;->NEGOTIATE:Lcom/hd/TimedProvider$Method;
    goto :L31
:L15
    const-string v0, "execute_tool"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L30
    sget-object v0, Lcom/hd/TimedProvider$Method;->EXECUTE_TOOL:Lcom/hd/TimedProvider$Method;
    goto :L31
:L30
    const/4 v0, 0x0
:L31
    return-object v0
.end method

.method private static synthetic $values()[Lcom/hd/TimedProvider$Method;
    .registers 4
    .line 22
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/hd/TimedProvider$Method;
    const/4 v2, 0x0
    sget-object v3, Lcom/hd/TimedProvider$Method;->NEGOTIATE:Lcom/hd/TimedProvider$Method;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/hd/TimedProvider$Method;->EXECUTE_TOOL:Lcom/hd/TimedProvider$Method;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 23
    new-instance v0, Lcom/hd/TimedProvider$Method;
    const-string v2, "NEGOTIATE"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/hd/TimedProvider$Method;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/hd/TimedProvider$Method;->NEGOTIATE:Lcom/hd/TimedProvider$Method;
    new-instance v0, Lcom/hd/TimedProvider$Method;
    const-string v2, "EXECUTE_TOOL"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/hd/TimedProvider$Method;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/hd/TimedProvider$Method;->EXECUTE_TOOL:Lcom/hd/TimedProvider$Method;
    .line 22
    invoke-static {}, Lcom/hd/TimedProvider$Method;->$values()[Lcom/hd/TimedProvider$Method;
    move-result-object v0
    sput-object v0, Lcom/hd/TimedProvider$Method;->$VALUES:[Lcom/hd/TimedProvider$Method;
    return-void
.end method

