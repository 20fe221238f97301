.class public final Lapp/keelson/backup/cetp/Outcome$Accepted;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/keelson/backup/cetp/Outcome;


# instance fields
.field private final operation:Ljava/lang/String;

.field private final pollAfterMs:J


# direct methods
.method private constructor <init>(Ljava/lang/String;J)V
    .registers 5

    const-string v0, "operation"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/Outcome$Accepted;->operation:Ljava/lang/String;

    iput-wide p2, p0, Lapp/keelson/backup/cetp/Outcome$Accepted;->pollAfterMs:J

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lapp/keelson/backup/cetp/Outcome$Accepted;-><init>(Ljava/lang/String;J)V

    return-void
.end method


# virtual methods
.method public final getOperation-UOcBs7U()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lapp/keelson/backup/cetp/Outcome$Accepted;->operation:Ljava/lang/String;

    return-object v0
.end method

.method public final getPollAfterMs()J
    .registers 3

    .line 24
    iget-wide v0, p0, Lapp/keelson/backup/cetp/Outcome$Accepted;->pollAfterMs:J

    return-wide v0
.end method
