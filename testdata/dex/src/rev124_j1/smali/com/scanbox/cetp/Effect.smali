.class public final enum Lcom/scanbox/cetp/Effect;
.super Ljava/lang/Enum;
.source "Effect.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/scanbox/cetp/Effect;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/scanbox/cetp/Effect;

.field public static final enum CREATE:Lcom/scanbox/cetp/Effect;

.field public static final enum DELETE:Lcom/scanbox/cetp/Effect;

.field public static final enum READ:Lcom/scanbox/cetp/Effect;

.field public static final enum UPDATE:Lcom/scanbox/cetp/Effect;


# direct methods
.method private static synthetic $values()[Lcom/scanbox/cetp/Effect;
    .registers 3

    .line 4
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/scanbox/cetp/Effect;

    sget-object v2, Lcom/scanbox/cetp/Effect;->READ:Lcom/scanbox/cetp/Effect;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/scanbox/cetp/Effect;->CREATE:Lcom/scanbox/cetp/Effect;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/scanbox/cetp/Effect;->UPDATE:Lcom/scanbox/cetp/Effect;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/scanbox/cetp/Effect;->DELETE:Lcom/scanbox/cetp/Effect;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 5
    new-instance v0, Lcom/scanbox/cetp/Effect;

    const-string v1, "READ"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/scanbox/cetp/Effect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/scanbox/cetp/Effect;->READ:Lcom/scanbox/cetp/Effect;

    .line 6
    new-instance v0, Lcom/scanbox/cetp/Effect;

    const-string v1, "CREATE"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/scanbox/cetp/Effect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/scanbox/cetp/Effect;->CREATE:Lcom/scanbox/cetp/Effect;

    .line 7
    new-instance v0, Lcom/scanbox/cetp/Effect;

    const-string v1, "UPDATE"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/scanbox/cetp/Effect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/scanbox/cetp/Effect;->UPDATE:Lcom/scanbox/cetp/Effect;

    .line 8
    new-instance v0, Lcom/scanbox/cetp/Effect;

    const-string v1, "DELETE"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/scanbox/cetp/Effect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/scanbox/cetp/Effect;->DELETE:Lcom/scanbox/cetp/Effect;

    .line 4
    invoke-static {}, Lcom/scanbox/cetp/Effect;->$values()[Lcom/scanbox/cetp/Effect;

    move-result-object v0

    sput-object v0, Lcom/scanbox/cetp/Effect;->$VALUES:[Lcom/scanbox/cetp/Effect;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 4
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/scanbox/cetp/Effect;
    .registers 2

    .line 4
    const-class v0, Lcom/scanbox/cetp/Effect;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/scanbox/cetp/Effect;

    return-object v0
.end method

.method public static values()[Lcom/scanbox/cetp/Effect;
    .registers 1

    .line 4
    sget-object v0, Lcom/scanbox/cetp/Effect;->$VALUES:[Lcom/scanbox/cetp/Effect;

    invoke-virtual {v0}, [Lcom/scanbox/cetp/Effect;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/scanbox/cetp/Effect;

    return-object v0
.end method
