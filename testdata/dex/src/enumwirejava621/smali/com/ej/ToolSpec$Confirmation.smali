.class final enum Lcom/ej/ToolSpec$Confirmation;
.super Ljava/lang/Enum;
.source "ToolSpec.java"

# static fields
.field public static final enum NEVER:Lcom/ej/ToolSpec$Confirmation;
.field public static final enum ALWAYS:Lcom/ej/ToolSpec$Confirmation;
.field private static final synthetic $VALUES:[Lcom/ej/ToolSpec$Confirmation;

# instance fields
.field final wire:Ljava/lang/String;


# direct methods
.method public static values()[Lcom/ej/ToolSpec$Confirmation;
    .registers 1
    .line 18
    sget-object v0, Lcom/ej/ToolSpec$Confirmation;->$VALUES:[Lcom/ej/ToolSpec$Confirmation;
    invoke-virtual {v0}, [Lcom/ej/ToolSpec$Confirmation;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/ej/ToolSpec$Confirmation;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/ej/ToolSpec$Confirmation;
    .registers 2
    .line 18
    const-class v0, Lcom/ej/ToolSpec$Confirmation;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/ej/ToolSpec$Confirmation;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5
    .line 23
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    .line 24
    iput-object v4, v1, Lcom/ej/ToolSpec$Confirmation;->wire:Ljava/lang/String;
    .line 25
    return-void
.end method

.method private static synthetic $values()[Lcom/ej/ToolSpec$Confirmation;
    .registers 4
    .line 18
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/ej/ToolSpec$Confirmation;
    const/4 v2, 0x0
    sget-object v3, Lcom/ej/ToolSpec$Confirmation;->NEVER:Lcom/ej/ToolSpec$Confirmation;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/ej/ToolSpec$Confirmation;->ALWAYS:Lcom/ej/ToolSpec$Confirmation;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 5
    .line 19
    new-instance v0, Lcom/ej/ToolSpec$Confirmation;
    const-string v2, "NEVER"
    const/4 v3, 0x0
    const-string v4, "never"
    invoke-direct {v0, v2, v3, v4}, Lcom/ej/ToolSpec$Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/ej/ToolSpec$Confirmation;->NEVER:Lcom/ej/ToolSpec$Confirmation;
    new-instance v0, Lcom/ej/ToolSpec$Confirmation;
    const-string v2, "ALWAYS"
    const/4 v3, 0x1
    const-string v4, "always"
    invoke-direct {v0, v2, v3, v4}, Lcom/ej/ToolSpec$Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/ej/ToolSpec$Confirmation;->ALWAYS:Lcom/ej/ToolSpec$Confirmation;
    .line 18
    invoke-static {}, Lcom/ej/ToolSpec$Confirmation;->$values()[Lcom/ej/ToolSpec$Confirmation;
    move-result-object v0
    sput-object v0, Lcom/ej/ToolSpec$Confirmation;->$VALUES:[Lcom/ej/ToolSpec$Confirmation;
    return-void
.end method

