.class public abstract enum Lcom/em/Screen;
.super Ljava/lang/Enum;
.source "Screen.java"

# static fields
.field public static final enum APPROVE:Lcom/em/Screen;
.field public static final enum REVIEW:Lcom/em/Screen;
.field public static final enum PARTNER:Lcom/em/Screen;
.field private static final synthetic $VALUES:[Lcom/em/Screen;


# direct methods
.method public static values()[Lcom/em/Screen;
    .registers 1
    .line 7
    sget-object v0, Lcom/em/Screen;->$VALUES:[Lcom/em/Screen;
    invoke-virtual {v0}, [Lcom/em/Screen;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/em/Screen;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/em/Screen;
    .registers 2
    .line 7
    const-class v0, Lcom/em/Screen;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/em/Screen;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 7
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method private static synthetic $values()[Lcom/em/Screen;
    .registers 4
    .line 7
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/em/Screen;
    const/4 v2, 0x0
    sget-object v3, Lcom/em/Screen;->APPROVE:Lcom/em/Screen;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/em/Screen;->REVIEW:Lcom/em/Screen;
    aput-object v3, v0, v2
    const/4 v2, 0x2
    sget-object v3, Lcom/em/Screen;->PARTNER:Lcom/em/Screen;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 8
    new-instance v0, Lcom/em/Screen$1;
    const-string v2, "APPROVE"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/em/Screen$1;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/em/Screen;->APPROVE:Lcom/em/Screen;
    .line 14
    new-instance v0, Lcom/em/Screen$2;
    const-string v2, "REVIEW"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/em/Screen$2;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/em/Screen;->REVIEW:Lcom/em/Screen;
    .line 20
    new-instance v0, Lcom/em/Screen$3;
    const-string v2, "PARTNER"
    const/4 v3, 0x2
    invoke-direct {v0, v2, v3}, Lcom/em/Screen$3;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/em/Screen;->PARTNER:Lcom/em/Screen;
    .line 7
    invoke-static {}, Lcom/em/Screen;->$values()[Lcom/em/Screen;
    move-result-object v0
    sput-object v0, Lcom/em/Screen;->$VALUES:[Lcom/em/Screen;
    return-void
.end method


# virtual methods
.method abstract intent()Landroid/content/Intent;
.end method

