.class public final Lcom/brambleway/Account$special$$inlined$observable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"

# instance fields
.field final synthetic this$0:Lcom/brambleway/Account;


# direct methods
.method public constructor <init>(Ljava/lang/Object;Lcom/brambleway/Account;)V
    .registers 3
    iput-object p2, p0, Lcom/brambleway/Account$special$$inlined$observable$1;->this$0:Lcom/brambleway/Account;
    .line 33
    invoke-direct {p0, p1}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V
    return-void
.end method


# virtual methods
.method protected afterChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 9
    const-string v1, "property"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    move-object v1, p3
    check-cast v1, Ljava/lang/String;
    move-object v2, v1
    move-object v0, p2
    check-cast v0, Ljava/lang/String;
    move-object v3, v0
    const/4 v4, 0x0
    .line 74
    invoke-static {v3, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L57
    iget-object v0, p0, Lcom/brambleway/Account$special$$inlined$observable$1;->this$0:Lcom/brambleway/Account;
    invoke-static {v0}, Lcom/brambleway/Account;->access$getPrefs$p(Lcom/brambleway/Account;)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "user"
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
:L57
    .line 34
    return-void
.end method
