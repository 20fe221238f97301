.class public final La/aa;
.super Ljava/lang/Object;
.source "aa.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/concurrent/Callable<",
        "Landroid/os/Bundle;",
        ">;"
    }
.end annotation


# instance fields
.field private final a:I

.field private final b:Ljava/lang/Object;

.field private final c:La/b;

.field private final d:Lorg/json/JSONObject;

.field private final e:Z


# direct methods
.method public constructor <init>(ILjava/lang/Object;La/b;Lorg/json/JSONObject;Z)V
    .registers 6

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput p1, p0, La/aa;->a:I

    .line 22
    iput-object p2, p0, La/aa;->b:Ljava/lang/Object;

    .line 23
    iput-object p3, p0, La/aa;->c:La/b;

    .line 24
    iput-object p4, p0, La/aa;->d:Lorg/json/JSONObject;

    .line 25
    iput-boolean p5, p0, La/aa;->e:Z

    .line 26
    return-void
.end method


# virtual methods
.method public call()Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 30
    iget v0, p0, La/aa;->a:I

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 32
    :sswitch_0
    iget-object v0, p0, La/aa;->b:Ljava/lang/Object;

    check-cast v0, Lcom/quillstone/fieldbook/tools/NotesToolProvider;

    iget-object v1, p0, La/aa;->c:La/b;

    iget-object v2, p0, La/aa;->d:Lorg/json/JSONObject;

    invoke-virtual {v0, v1, v2}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->a(La/b;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 34
    :goto_0
    iget-object v0, p0, La/aa;->b:Ljava/lang/Object;

    check-cast v0, Lcom/quillstone/fieldbook/tools/SitesToolProvider;

    iget-object v1, p0, La/aa;->c:La/b;

    iget-object v2, p0, La/aa;->d:Lorg/json/JSONObject;

    iget-boolean v3, p0, La/aa;->e:Z

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillstone/fieldbook/tools/SitesToolProvider;->a(La/b;Lorg/json/JSONObject;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0x0 -> :sswitch_0
    .end sparse-switch
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 13
    invoke-virtual {p0}, La/aa;->call()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
