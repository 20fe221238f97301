.class public final Lcom/example/r34k2/Receipts;
.super Ljava/lang/Object;
.source "Stores.kt"

.field public static final INSTANCE:Lcom/example/r34k2/Receipts;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k2/Receipts;
    invoke-direct {v0}, Lcom/example/r34k2/Receipts;-><init>()V
    sput-object v0, Lcom/example/r34k2/Receipts;->INSTANCE:Lcom/example/r34k2/Receipts;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 73
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final cancelled(Landroid/content/Context;Ljava/lang/String;I)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "orderId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 79
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "order "
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, " cancelled by uid "
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "Receipts"
    invoke-static {p2, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 80
    return-void
.end method

.method public final email(Landroid/content/Context;Ljava/lang/String;I)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "orderId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 75
    const-string v0, "receipts"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1, p2, p3}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 76
    return-void
.end method
