.class public final enum Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;
.super Ljava/lang/Enum;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyworks/stockroom/cetp/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Confirmation"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

.field public static final enum ALWAYS:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

.field public static final enum NEVER:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

.field public static final enum PROVIDER_POLICY:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;


# instance fields
.field final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;
    .registers 3

    .line 32
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->NEVER:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->PROVIDER_POLICY:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ALWAYS:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 33
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const-string v1, "NEVER"

    const/4 v2, 0x0

    const-string v3, "never"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->NEVER:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const-string v1, "PROVIDER_POLICY"

    const/4 v2, 0x1

    const-string v3, "provider_policy"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->PROVIDER_POLICY:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const-string v1, "ALWAYS"

    const/4 v2, 0x2

    const-string v3, "always"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ALWAYS:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    .line 32
    invoke-static {}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->$values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    move-result-object v0

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->$VALUES:[Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

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

    .line 37
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 38
    iput-object p3, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->wire:Ljava/lang/String;

    .line 39
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;
    .registers 2

    .line 32
    const-class v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    return-object v0
.end method

.method public static values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;
    .registers 1

    .line 32
    sget-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->$VALUES:[Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    invoke-virtual {v0}, [Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    return-object v0
.end method
