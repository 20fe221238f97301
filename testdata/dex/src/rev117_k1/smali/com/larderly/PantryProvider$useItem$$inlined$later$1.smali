.class public final Lcom/larderly/PantryProvider$useItem$$inlined$later$1;
.super Ljava/lang/Object;
.source "Dispatch.kt"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field final synthetic $id$inlined:J
.field final synthetic $quantity$inlined:I
.field final synthetic $uid$inlined:I
.field final synthetic this$0:Lcom/larderly/PantryProvider;


# direct methods
.method public constructor <init>(Lcom/larderly/PantryProvider;JII)V
    .registers 6
    iput-object p1, p0, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;->this$0:Lcom/larderly/PantryProvider;
    iput-wide p2, p0, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;->$id$inlined:J
    iput p4, p0, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;->$quantity$inlined:I
    iput p5, p0, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;->$uid$inlined:I
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final run()V
    .registers 7
:L0
    .line 15
    const/4 v5, 0x0
    .line 23
    iget-object v0, p0, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;->this$0:Lcom/larderly/PantryProvider;
    invoke-static {v0}, Lcom/larderly/PantryProvider;->access$getStore$p(Lcom/larderly/PantryProvider;)Lcom/larderly/PantryStore;
    move-result-object v0
    if-nez v0, :L21
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L21
    iget-wide v1, p0, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;->$id$inlined:J
    iget v3, p0, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;->$quantity$inlined:I
    iget v4, p0, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;->$uid$inlined:I
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/PantryStore;->consume(JII)V
:L36
    .line 15
    goto :L52
:L39
    .line 16
    move-exception v5
    .line 17
    move-object v2, v5
    check-cast v2, Ljava/lang/Throwable;
    const-string v0, "LarderlyDispatch"
    const-string v1, "background work failed"
    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
:L52
    .line 19
    return-void
    .catch Ljava/lang/RuntimeException; {:L0 .. :L36} :L39
.end method
