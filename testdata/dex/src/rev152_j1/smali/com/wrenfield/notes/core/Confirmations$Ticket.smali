.class public final Lcom/wrenfield/notes/core/Confirmations$Ticket;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Ticket"
.end annotation


# instance fields
.field public final key:Ljava/lang/String;

.field public final token:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 113
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 114
    iput-object p1, p0, Lcom/wrenfield/notes/core/Confirmations$Ticket;->key:Ljava/lang/String;

    .line 115
    iput-object p2, p0, Lcom/wrenfield/notes/core/Confirmations$Ticket;->token:Ljava/lang/String;

    .line 116
    return-void
.end method


# virtual methods
.method public requestCode()I
    .registers 2

    .line 120
    iget-object v0, p0, Lcom/wrenfield/notes/core/Confirmations$Ticket;->key:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    return v0
.end method
