.class public abstract enum Lcom/eh/Screen;
.super Ljava/lang/Enum;
.source "Screen.java"

# static fields
.field public static final enum APPROVE:Lcom/eh/Screen;
.field public static final enum PARTNER:Lcom/eh/Screen;
.field private static final synthetic $VALUES:[Lcom/eh/Screen;


# direct methods
.method public static values()[Lcom/eh/Screen;
    .registers 1
    .line 6
    sget-object v0, Lcom/eh/Screen;->$VALUES:[Lcom/eh/Screen;
    invoke-virtual {v0}, [Lcom/eh/Screen;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/eh/Screen;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/eh/Screen;
    .registers 2
    .line 6
    const-class v0, Lcom/eh/Screen;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/eh/Screen;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 6
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method private static synthetic $values()[Lcom/eh/Screen;
    .registers 4
    .line 6
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/eh/Screen;
    const/4 v2, 0x0
    sget-object v3, Lcom/eh/Screen;->APPROVE:Lcom/eh/Screen;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/eh/Screen;->PARTNER:Lcom/eh/Screen;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 7
    new-instance v0, Lcom/eh/Screen$1;
    const-string v2, "APPROVE"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/eh/Screen$1;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/eh/Screen;->APPROVE:Lcom/eh/Screen;
    .line 13
    new-instance v0, Lcom/eh/Screen$2;
    const-string v2, "PARTNER"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/eh/Screen$2;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/eh/Screen;->PARTNER:Lcom/eh/Screen;
    .line 6
    invoke-static {}, Lcom/eh/Screen;->$values()[Lcom/eh/Screen;
    move-result-object v0
    sput-object v0, Lcom/eh/Screen;->$VALUES:[Lcom/eh/Screen;
    return-void
.end method


# virtual methods
.method abstract intent()Landroid/content/Intent;
.end method

