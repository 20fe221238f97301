# Java: final class Pending { final Caller caller; final String what; Pending(Caller c, String w) {...} }
.class final Lcom/example/eu/Pending;
.super Ljava/lang/Object;
.field final caller:Lcom/example/eu/Caller;
.field final what:Ljava/lang/String;
.method constructor <init>(Lcom/example/eu/Caller;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/eu/Pending;->caller:Lcom/example/eu/Caller;
    iput-object p2, p0, Lcom/example/eu/Pending;->what:Ljava/lang/String;
    return-void
.end method
