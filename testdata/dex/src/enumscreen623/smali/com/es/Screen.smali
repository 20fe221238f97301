.class abstract enum Lcom/es/Screen;
.super Ljava/lang/Enum;
.source "Screen.java"

# static fields
.field public static final enum PURGE:Lcom/es/Screen;
.field public static final enum RENAME:Lcom/es/Screen;
.field static final EXTRA_KEY:Ljava/lang/String; = "approval_key"
.field private static final synthetic $VALUES:[Lcom/es/Screen;


# direct methods
.method public static values()[Lcom/es/Screen;
    .registers 1
    .line 8
    sget-object v0, Lcom/es/Screen;->$VALUES:[Lcom/es/Screen;
    invoke-virtual {v0}, [Lcom/es/Screen;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/es/Screen;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/es/Screen;
    .registers 2
    .line 8
    const-class v0, Lcom/es/Screen;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/es/Screen;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 8
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method private static synthetic $values()[Lcom/es/Screen;
    .registers 4
    .line 8
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/es/Screen;
    const/4 v2, 0x0
    sget-object v3, Lcom/es/Screen;->PURGE:Lcom/es/Screen;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/es/Screen;->RENAME:Lcom/es/Screen;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 9
    new-instance v0, Lcom/es/Screen$1;
    const-string v2, "PURGE"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/es/Screen$1;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/es/Screen;->PURGE:Lcom/es/Screen;
    .line 16
    new-instance v0, Lcom/es/Screen$2;
    const-string v2, "RENAME"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/es/Screen$2;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/es/Screen;->RENAME:Lcom/es/Screen;
    .line 8
    invoke-static {}, Lcom/es/Screen;->$values()[Lcom/es/Screen;
    move-result-object v0
    sput-object v0, Lcom/es/Screen;->$VALUES:[Lcom/es/Screen;
    return-void
.end method


# virtual methods
.method abstract resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
.end method

