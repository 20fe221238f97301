# Java sketch (Graph.java), compiled by javac and D8 (static calls, no
# debug info needed):
#   final class Graph {
#       // a and b call each other; only a reaches the write, after the call
#       // into b. Asked in the order a, b, the search meets a still open
#       // when it answers b: b must still reach the write through a.
#       static void a(SharedPreferences.Editor e, int n) { if (n > 0) b(e, n - 1); c(e); }
#       static void b(SharedPreferences.Editor e, int n) { if (n > 0) a(e, n - 1); }
#       static void c(SharedPreferences.Editor e) { e.commit(); }
#       // p and q call each other and nothing else: no effect.
#       static void p(int n) { if (n > 0) q(n - 1); }
#       static void q(int n) { if (n > 0) p(n - 1); }
#       // A chain ten helpers deep ends in the write.
#       static void d0(SharedPreferences.Editor e) { d1(e); }
#       ... d1 to d8 each call the next ...
#       static void d9(SharedPreferences.Editor e) { e.apply(); }
#   }
.class final Lcom/example/reach/Graph;
.super Ljava/lang/Object;
.source "Graph.java"

.method static a(Landroid/content/SharedPreferences$Editor;I)V
    .registers 3
    if-lez p1, :skip
    add-int/lit8 v0, p1, -0x1
    invoke-static {p0, v0}, Lcom/example/reach/Graph;->b(Landroid/content/SharedPreferences$Editor;I)V
    :skip
    invoke-static {p0}, Lcom/example/reach/Graph;->c(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static b(Landroid/content/SharedPreferences$Editor;I)V
    .registers 3
    if-lez p1, :skip
    add-int/lit8 v0, p1, -0x1
    invoke-static {p0, v0}, Lcom/example/reach/Graph;->a(Landroid/content/SharedPreferences$Editor;I)V
    :skip
    return-void
.end method

.method static c(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    return-void
.end method

.method static p(I)V
    .registers 2
    if-lez p0, :skip
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0}, Lcom/example/reach/Graph;->q(I)V
    :skip
    return-void
.end method

.method static q(I)V
    .registers 2
    if-lez p0, :skip
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0}, Lcom/example/reach/Graph;->p(I)V
    :skip
    return-void
.end method

.method static d0(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-static {p0}, Lcom/example/reach/Graph;->d1(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static d1(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-static {p0}, Lcom/example/reach/Graph;->d2(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static d2(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-static {p0}, Lcom/example/reach/Graph;->d3(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static d3(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-static {p0}, Lcom/example/reach/Graph;->d4(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static d4(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-static {p0}, Lcom/example/reach/Graph;->d5(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static d5(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-static {p0}, Lcom/example/reach/Graph;->d6(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static d6(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-static {p0}, Lcom/example/reach/Graph;->d7(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static d7(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-static {p0}, Lcom/example/reach/Graph;->d8(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static d8(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-static {p0}, Lcom/example/reach/Graph;->d9(Landroid/content/SharedPreferences$Editor;)V
    return-void
.end method

.method static d9(Landroid/content/SharedPreferences$Editor;)V
    .registers 1
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

