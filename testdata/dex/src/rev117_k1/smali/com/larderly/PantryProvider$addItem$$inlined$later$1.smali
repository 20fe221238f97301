.class public final Lcom/larderly/PantryProvider$addItem$$inlined$later$1;
.super Ljava/lang/Object;
.source "Dispatch.kt"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field final synthetic $name$inlined:Ljava/lang/String;
.field final synthetic $quantity$inlined:I
.field final synthetic this$0:Lcom/larderly/PantryProvider;


# direct methods
.method public constructor <init>(Lcom/larderly/PantryProvider;Ljava/lang/String;I)V
    .registers 4
    iput-object p1, p0, Lcom/larderly/PantryProvider$addItem$$inlined$later$1;->this$0:Lcom/larderly/PantryProvider;
    iput-object p2, p0, Lcom/larderly/PantryProvider$addItem$$inlined$later$1;->$name$inlined:Ljava/lang/String;
    iput p3, p0, Lcom/larderly/PantryProvider$addItem$$inlined$later$1;->$quantity$inlined:I
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final run()V
    .registers 6
:L0
    .line 15
    const/4 v4, 0x0
    .line 23
    iget-object v0, p0, Lcom/larderly/PantryProvider$addItem$$inlined$later$1;->this$0:Lcom/larderly/PantryProvider;
    invoke-static {v0}, Lcom/larderly/PantryProvider;->access$getStore$p(Lcom/larderly/PantryProvider;)Lcom/larderly/PantryStore;
    move-result-object v0
    if-nez v0, :L21
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L21
    iget-object v1, p0, Lcom/larderly/PantryProvider$addItem$$inlined$later$1;->$name$inlined:Ljava/lang/String;
    iget v2, p0, Lcom/larderly/PantryProvider$addItem$$inlined$later$1;->$quantity$inlined:I
    iget-object v3, p0, Lcom/larderly/PantryProvider$addItem$$inlined$later$1;->this$0:Lcom/larderly/PantryProvider;
    check-cast v3, Landroid/content/ContentProvider;
    invoke-static {v3}, Lcom/larderly/ProviderExtKt;->callerUid(Landroid/content/ContentProvider;)I
    move-result v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/PantryStore;->add(Ljava/lang/String;II)J
:L43
    .line 15
    goto :L59
:L46
    .line 16
    move-exception v4
    .line 17
    move-object v2, v4
    check-cast v2, Ljava/lang/Throwable;
    const-string v0, "LarderlyDispatch"
    const-string v1, "background work failed"
    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
:L59
    .line 19
    return-void
    .catch Ljava/lang/RuntimeException; {:L0 .. :L43} :L46
.end method
