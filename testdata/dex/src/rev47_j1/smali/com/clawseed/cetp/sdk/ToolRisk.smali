.class public final enum Lcom/clawseed/cetp/sdk/ToolRisk;
.super Ljava/lang/Enum;
.source "SourceFile"

.field public static final enum LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
.field public static final enum MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
.field public static final enum HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolRisk;
    const-string v1, "LOW"
    const/4 v2, 0
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolRisk;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolRisk;
    const-string v1, "MODERATE"
    const/4 v2, 1
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolRisk;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolRisk;
    const-string v1, "HIGH"
    const/4 v2, 2
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolRisk;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    return-void
.end method
