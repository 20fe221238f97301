.class public final Lcom/parcelnest/app/Reservation;
.super Ljava/lang/Object;
.source "ParcelDb.kt"


# instance fields
.field private final code:Ljava/lang/String;

.field private final id:J

.field private final lockerId:J

.field private final state:Ljava/lang/String;


# direct methods
.method public constructor <init>(JJLjava/lang/String;Ljava/lang/String;)V
    .registers 8

    const-string v0, "code"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/parcelnest/app/Reservation;->id:J

    iput-wide p3, p0, Lcom/parcelnest/app/Reservation;->lockerId:J

    iput-object p5, p0, Lcom/parcelnest/app/Reservation;->code:Ljava/lang/String;

    iput-object p6, p0, Lcom/parcelnest/app/Reservation;->state:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/parcelnest/app/Reservation;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()J
    .registers 3

    .line 12
    iget-wide v0, p0, Lcom/parcelnest/app/Reservation;->id:J

    return-wide v0
.end method

.method public final getLockerId()J
    .registers 3

    .line 12
    iget-wide v0, p0, Lcom/parcelnest/app/Reservation;->lockerId:J

    return-wide v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/parcelnest/app/Reservation;->state:Ljava/lang/String;

    return-object v0
.end method
