# Java sketch (ToolProvider.java):
#   public class ToolProvider extends ContentProvider {
#       private final Ids ids = new Ids(4);
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           switch (method) {
#               case "a": return ids.postIncrement();
#               case "b": return ids.staticPostIncrement();
#               case "c": return ids.atomicAdd();
#               case "d": return ids.countedElsewhere();
#               default:  return ids.versioned();
#           }
#       }
#   }
# (D8 turns the string switch into hashCode/equals chains; written here
# as equals tests, which the rules see the same way.)
.class public Lcom/example/cnt/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private final ids:Lcom/example/cnt/Ids;

.method public constructor <init>()V
    .registers 3
    .line 2
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 3
    new-instance v0, Lcom/example/cnt/Ids;
    const/4 v1, 0x4
    invoke-direct {v0, v1}, Lcom/example/cnt/Ids;-><init>(I)V
    iput-object v0, p0, Lcom/example/cnt/ToolProvider;->ids:Lcom/example/cnt/Ids;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 5
    iget-object v0, p0, Lcom/example/cnt/ToolProvider;->ids:Lcom/example/cnt/Ids;
    const-string v1, "a"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :b
    .line 6
    invoke-virtual {v0}, Lcom/example/cnt/Ids;->postIncrement()Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :b
    const-string v1, "b"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :c
    .line 7
    invoke-virtual {v0}, Lcom/example/cnt/Ids;->staticPostIncrement()Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :c
    const-string v1, "c"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :d
    .line 8
    invoke-virtual {v0}, Lcom/example/cnt/Ids;->atomicAdd()Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :d
    const-string v1, "d"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :e
    .line 9
    invoke-virtual {v0}, Lcom/example/cnt/Ids;->countedElsewhere()Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :e
    .line 10
    invoke-virtual {v0}, Lcom/example/cnt/Ids;->versioned()Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method
