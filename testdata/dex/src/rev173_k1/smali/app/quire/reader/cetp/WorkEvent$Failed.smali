.class public final Lapp/quire/reader/cetp/WorkEvent$Failed;
.super Lapp/quire/reader/cetp/WorkEvent;
.source "Outcome.kt"


# instance fields
.field private final cause:Ljava/lang/Throwable;


# direct methods
.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 3

    const-string v0, "cause"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/quire/reader/cetp/WorkEvent;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lapp/quire/reader/cetp/WorkEvent$Failed;->cause:Ljava/lang/Throwable;

    return-void
.end method


# virtual methods
.method public final getCause()Ljava/lang/Throwable;
    .registers 2

    .line 49
    iget-object v0, p0, Lapp/quire/reader/cetp/WorkEvent$Failed;->cause:Ljava/lang/Throwable;

    return-object v0
.end method
