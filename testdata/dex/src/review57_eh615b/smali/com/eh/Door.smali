.class public abstract enum Lcom/eh/Door;
.super Ljava/lang/Enum;
.source "Door.java"

# static fields
.field public static final enum FRONT:Lcom/eh/Door;
.field public static final enum GARAGE:Lcom/eh/Door;
.field private static final synthetic $VALUES:[Lcom/eh/Door;


# direct methods
.method public static values()[Lcom/eh/Door;
    .registers 1
    .line 7
    sget-object v0, Lcom/eh/Door;->$VALUES:[Lcom/eh/Door;
    invoke-virtual {v0}, [Lcom/eh/Door;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/eh/Door;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/eh/Door;
    .registers 2
    .line 7
    const-class v0, Lcom/eh/Door;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/eh/Door;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 7
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method private static synthetic $values()[Lcom/eh/Door;
    .registers 4
    .line 7
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/eh/Door;
    const/4 v2, 0x0
    sget-object v3, Lcom/eh/Door;->FRONT:Lcom/eh/Door;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/eh/Door;->GARAGE:Lcom/eh/Door;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 8
    new-instance v0, Lcom/eh/Door$1;
    const-string v2, "FRONT"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/eh/Door$1;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/eh/Door;->FRONT:Lcom/eh/Door;
    .line 14
    new-instance v0, Lcom/eh/Door$2;
    const-string v2, "GARAGE"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/eh/Door$2;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/eh/Door;->GARAGE:Lcom/eh/Door;
    .line 7
    invoke-static {}, Lcom/eh/Door;->$values()[Lcom/eh/Door;
    move-result-object v0
    sput-object v0, Lcom/eh/Door;->$VALUES:[Lcom/eh/Door;
    return-void
.end method


# virtual methods
.method abstract intent()Landroid/content/Intent;
.end method

