.class public final Lcom/example/ms/ShortArgs;
.super Ljava/lang/Object;
.source "SourceFile"

.field public final a:Ljava/lang/String;

.field public final b:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ms/ShortArgs;->a:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/ms/ShortArgs;->b:Ljava/lang/String;
    return-void
.end method
