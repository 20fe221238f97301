.class public abstract enum Lcom/spokeshop/tools/Screen;
.super Ljava/lang/Enum;
.source "Screen.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/spokeshop/tools/Screen$3;,
        Lcom/spokeshop/tools/Screen$2;,
        Lcom/spokeshop/tools/Screen$1;
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/spokeshop/tools/Screen;

.field public static final enum CONFIRM:Lcom/spokeshop/tools/Screen;

.field public static final enum ORDER:Lcom/spokeshop/tools/Screen;

.field public static final enum PICKUP:Lcom/spokeshop/tools/Screen;


# direct methods
.method private static synthetic $values()[Lcom/spokeshop/tools/Screen;
    .registers 3

    .line 10
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/spokeshop/tools/Screen;

    sget-object v1, Lcom/spokeshop/tools/Screen;->CONFIRM:Lcom/spokeshop/tools/Screen;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/spokeshop/tools/Screen;->PICKUP:Lcom/spokeshop/tools/Screen;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/spokeshop/tools/Screen;->ORDER:Lcom/spokeshop/tools/Screen;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 11
    new-instance v0, Lcom/spokeshop/tools/Screen$1;

    const-string v1, "CONFIRM"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/spokeshop/tools/Screen$1;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/spokeshop/tools/Screen;->CONFIRM:Lcom/spokeshop/tools/Screen;

    .line 18
    new-instance v0, Lcom/spokeshop/tools/Screen$2;

    const-string v1, "PICKUP"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/spokeshop/tools/Screen$2;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/spokeshop/tools/Screen;->PICKUP:Lcom/spokeshop/tools/Screen;

    .line 25
    new-instance v0, Lcom/spokeshop/tools/Screen$3;

    const-string v1, "ORDER"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/spokeshop/tools/Screen$3;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/spokeshop/tools/Screen;->ORDER:Lcom/spokeshop/tools/Screen;

    .line 10
    invoke-static {}, Lcom/spokeshop/tools/Screen;->$values()[Lcom/spokeshop/tools/Screen;

    move-result-object v0

    sput-object v0, Lcom/spokeshop/tools/Screen;->$VALUES:[Lcom/spokeshop/tools/Screen;

    return-void
.end method

.method constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 10
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/spokeshop/tools/Screen;
    .registers 2

    .line 10
    const-class v0, Lcom/spokeshop/tools/Screen;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object p0

    check-cast p0, Lcom/spokeshop/tools/Screen;

    return-object p0
.end method

.method public static values()[Lcom/spokeshop/tools/Screen;
    .registers 1

    .line 10
    sget-object v0, Lcom/spokeshop/tools/Screen;->$VALUES:[Lcom/spokeshop/tools/Screen;

    invoke-virtual {v0}, [Lcom/spokeshop/tools/Screen;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/spokeshop/tools/Screen;

    return-object v0
.end method


# virtual methods
.method public abstract pendingIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;
.end method
