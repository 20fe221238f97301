.class public final enum Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;
.super Ljava/lang/Enum;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyworks/stockroom/cetp/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Risk"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

.field public static final enum HIGH:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

.field public static final enum LOW:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

.field public static final enum MODERATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;


# instance fields
.field final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;
    .registers 3

    .line 22
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->LOW:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->MODERATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->HIGH:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 23
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    const-string v1, "LOW"

    const/4 v2, 0x0

    const-string v3, "low"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->LOW:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    const-string v1, "MODERATE"

    const/4 v2, 0x1

    const-string v3, "moderate"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->MODERATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    const-string v1, "HIGH"

    const/4 v2, 0x2

    const-string v3, "high"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->HIGH:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    .line 22
    invoke-static {}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->$values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    move-result-object v0

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->$VALUES:[Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

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

    .line 27
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 28
    iput-object p3, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->wire:Ljava/lang/String;

    .line 29
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;
    .registers 2

    .line 22
    const-class v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    return-object v0
.end method

.method public static values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;
    .registers 1

    .line 22
    sget-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->$VALUES:[Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    invoke-virtual {v0}, [Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    return-object v0
.end method
