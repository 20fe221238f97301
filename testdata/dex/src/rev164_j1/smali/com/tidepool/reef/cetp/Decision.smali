.class public final enum Lcom/tidepool/reef/cetp/Decision;
.super Ljava/lang/Enum;
.source "Decision.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tidepool/reef/cetp/Decision;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tidepool/reef/cetp/Decision;

.field public static final enum ALLOW:Lcom/tidepool/reef/cetp/Decision;

.field public static final enum DENY:Lcom/tidepool/reef/cetp/Decision;


# direct methods
.method private static synthetic $values()[Lcom/tidepool/reef/cetp/Decision;
    .registers 3

    .line 4
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/tidepool/reef/cetp/Decision;

    sget-object v2, Lcom/tidepool/reef/cetp/Decision;->ALLOW:Lcom/tidepool/reef/cetp/Decision;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/tidepool/reef/cetp/Decision;->DENY:Lcom/tidepool/reef/cetp/Decision;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 5
    new-instance v0, Lcom/tidepool/reef/cetp/Decision;

    const-string v1, "ALLOW"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/tidepool/reef/cetp/Decision;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/tidepool/reef/cetp/Decision;->ALLOW:Lcom/tidepool/reef/cetp/Decision;

    .line 6
    new-instance v0, Lcom/tidepool/reef/cetp/Decision;

    const-string v1, "DENY"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/tidepool/reef/cetp/Decision;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/tidepool/reef/cetp/Decision;->DENY:Lcom/tidepool/reef/cetp/Decision;

    .line 4
    invoke-static {}, Lcom/tidepool/reef/cetp/Decision;->$values()[Lcom/tidepool/reef/cetp/Decision;

    move-result-object v0

    sput-object v0, Lcom/tidepool/reef/cetp/Decision;->$VALUES:[Lcom/tidepool/reef/cetp/Decision;

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

.method public static valueOf(Ljava/lang/String;)Lcom/tidepool/reef/cetp/Decision;
    .registers 2

    .line 4
    const-class v0, Lcom/tidepool/reef/cetp/Decision;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/Decision;

    return-object v0
.end method

.method public static values()[Lcom/tidepool/reef/cetp/Decision;
    .registers 1

    .line 4
    sget-object v0, Lcom/tidepool/reef/cetp/Decision;->$VALUES:[Lcom/tidepool/reef/cetp/Decision;

    invoke-virtual {v0}, [Lcom/tidepool/reef/cetp/Decision;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tidepool/reef/cetp/Decision;

    return-object v0
.end method
