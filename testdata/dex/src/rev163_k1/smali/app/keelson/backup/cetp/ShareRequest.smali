.class public final Lapp/keelson/backup/cetp/ShareRequest;
.super Ljava/lang/Object;
.source "ShareToolProvider.kt"


# instance fields
.field private final days:I

.field private final recipient:Ljava/lang/String;

.field private final snapshot:J


# direct methods
.method private constructor <init>(JLjava/lang/String;I)V
    .registers 6

    const-string v0, "recipient"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/keelson/backup/cetp/ShareRequest;->snapshot:J

    iput-object p3, p0, Lapp/keelson/backup/cetp/ShareRequest;->recipient:Ljava/lang/String;

    iput p4, p0, Lapp/keelson/backup/cetp/ShareRequest;->days:I

    return-void
.end method

.method public synthetic constructor <init>(JLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/keelson/backup/cetp/ShareRequest;-><init>(JLjava/lang/String;I)V

    return-void
.end method


# virtual methods
.method public final getDays()I
    .registers 2

    .line 22
    iget v0, p0, Lapp/keelson/backup/cetp/ShareRequest;->days:I

    return v0
.end method

.method public final getRecipient()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareRequest;->recipient:Ljava/lang/String;

    return-object v0
.end method

.method public final getSnapshot-q1g3J3M()J
    .registers 3

    .line 22
    iget-wide v0, p0, Lapp/keelson/backup/cetp/ShareRequest;->snapshot:J

    return-wide v0
.end method
