.class public final Lcom/example/r33k2/Lookup$Failed;
.super Lcom/example/r33k2/Lookup;
.source "Library.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k2/Lookup;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Failed"
.end annotation

.field private final cause:Ljava/lang/Throwable;

.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 3
    const-string v0, "cause"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/r33k2/Lookup;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/example/r33k2/Lookup$Failed;->cause:Ljava/lang/Throwable;
    return-void
.end method

.method public final getCause()Ljava/lang/Throwable;
    .registers 2
    .line 20
    iget-object v0, p0, Lcom/example/r33k2/Lookup$Failed;->cause:Ljava/lang/Throwable;
    return-object v0
.end method
