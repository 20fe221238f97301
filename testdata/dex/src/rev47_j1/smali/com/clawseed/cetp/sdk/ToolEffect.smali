.class public final enum Lcom/clawseed/cetp/sdk/ToolEffect;
.super Ljava/lang/Enum;
.source "SourceFile"

.field public static final enum READ:Lcom/clawseed/cetp/sdk/ToolEffect;
.field public static final enum CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
.field public static final enum UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
.field public static final enum DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v1, "READ"
    const/4 v2, 0
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v1, "CREATE"
    const/4 v2, 1
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v1, "UPDATE"
    const/4 v2, 2
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v1, "DELETE"
    const/4 v2, 3
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    return-void
.end method
