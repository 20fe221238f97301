.class public final Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;
.super Ljava/lang/Object;
.source "Inline.kt"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final synthetic $op$inlined:Lnet/pantrybox/app/pantry/PantryOperation;

.field final synthetic $table$inlined:Ljava/util/Map;

.field final synthetic this$0:Lnet/pantrybox/app/pantry/PantryToolProvider;


# direct methods
.method public constructor <init>(Lnet/pantrybox/app/pantry/PantryToolProvider;Lnet/pantrybox/app/pantry/PantryOperation;Ljava/util/Map;)V
    .registers 4

    iput-object p1, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;->this$0:Lnet/pantrybox/app/pantry/PantryToolProvider;

    iput-object p2, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;->$op$inlined:Lnet/pantrybox/app/pantry/PantryOperation;

    iput-object p3, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;->$table$inlined:Ljava/util/Map;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 7

    .line 16
    const/4 v5, 0x0

    .line 46
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;->this$0:Lnet/pantrybox/app/pantry/PantryToolProvider;

    invoke-static {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->access$getAudit$p(Lnet/pantrybox/app/pantry/PantryToolProvider;)Lnet/pantrybox/app/core/AuditTrail;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    iget-object v3, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;->$op$inlined:Lnet/pantrybox/app/pantry/PantryOperation;

    iget-object v3, v3, Lnet/pantrybox/app/pantry/PantryOperation;->requestId:Ljava/lang/String;

    const-string v2, "sync_prices"

    const-string v4, "started"

    invoke-virtual {v0, v1, v2, v3, v4}, Lnet/pantrybox/app/core/AuditTrail;->invoke(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;->this$0:Lnet/pantrybox/app/pantry/PantryToolProvider;

    iget-object v1, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;->$op$inlined:Lnet/pantrybox/app/pantry/PantryOperation;

    iget-object v2, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;->$table$inlined:Ljava/util/Map;

    invoke-static {v0, v1, v2}, Lnet/pantrybox/app/pantry/PantryToolProvider;->access$runSync(Lnet/pantrybox/app/pantry/PantryToolProvider;Lnet/pantrybox/app/pantry/PantryOperation;Ljava/util/Map;)V

    .line 16
    return-void
.end method
