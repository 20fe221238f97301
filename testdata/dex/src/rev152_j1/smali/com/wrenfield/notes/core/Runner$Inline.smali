.class public final Lcom/wrenfield/notes/core/Runner$Inline;
.super Ljava/lang/Object;
.source "Runner.java"

# interfaces
.implements Lcom/wrenfield/notes/core/Runner;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/Runner;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Inline"
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/wrenfield/notes/core/Runner$Task;J)Ljava/lang/Object;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/wrenfield/notes/core/Runner$Task<",
            "TT;>;J)TT;"
        }
    .end annotation

    .line 22
    invoke-interface {p1}, Lcom/wrenfield/notes/core/Runner$Task;->run()Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
