.class Lcom/cutqueue/tools/ToolProvider$1;
.super Ljava/lang/Object;
.source "ToolProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/cutqueue/tools/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/cutqueue/tools/ToolProvider;

.field final synthetic val$tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/cutqueue/tools/ToolProvider;Ljava/lang/String;)V
    .registers 3

    .line 72
    iput-object p1, p0, Lcom/cutqueue/tools/ToolProvider$1;->this$0:Lcom/cutqueue/tools/ToolProvider;

    iput-object p2, p0, Lcom/cutqueue/tools/ToolProvider$1;->val$tool:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 4

    .line 75
    iget-object v0, p0, Lcom/cutqueue/tools/ToolProvider$1;->this$0:Lcom/cutqueue/tools/ToolProvider;

    iget-object v0, v0, Lcom/cutqueue/tools/ToolProvider;->sessions:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "last_tool_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/cutqueue/tools/ToolProvider$1;->val$tool:Ljava/lang/String;

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 76
    return-void
.end method
