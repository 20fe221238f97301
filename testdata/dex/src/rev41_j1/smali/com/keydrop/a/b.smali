.class public final Lcom/keydrop/a/b;
.super Ljava/lang/Object;
.source "Request.java"


# instance fields
.field public final a:I

.field public final b:Ljava/lang/String;

.field public final c:Ljava/lang/String;

.field public final d:Lorg/json/JSONObject;

.field public final e:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/keydrop/a/c;)V
    .registers 3

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iget v0, p1, Lcom/keydrop/a/c;->a:I

    iput v0, p0, Lcom/keydrop/a/b;->a:I

    .line 15
    iget-object v0, p1, Lcom/keydrop/a/c;->b:Ljava/lang/String;

    iput-object v0, p0, Lcom/keydrop/a/b;->b:Ljava/lang/String;

    .line 16
    iget-object v0, p1, Lcom/keydrop/a/c;->c:Ljava/lang/String;

    iput-object v0, p0, Lcom/keydrop/a/b;->c:Ljava/lang/String;

    .line 17
    iget-object v0, p1, Lcom/keydrop/a/c;->d:Lorg/json/JSONObject;

    iput-object v0, p0, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    .line 18
    iget-object p1, p1, Lcom/keydrop/a/c;->e:Ljava/lang/String;

    iput-object p1, p0, Lcom/keydrop/a/b;->e:Ljava/lang/String;

    return-void
.end method
