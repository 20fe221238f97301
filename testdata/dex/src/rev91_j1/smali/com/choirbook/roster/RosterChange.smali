.class public final Lcom/choirbook/roster/RosterChange;
.super Ljava/lang/Object;
.source "RosterChange.java"


# instance fields
.field public final name:Ljava/lang/String;

.field public final singerId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lcom/choirbook/roster/RosterChange;->singerId:Ljava/lang/String;

    .line 10
    iput-object p2, p0, Lcom/choirbook/roster/RosterChange;->name:Ljava/lang/String;

    .line 11
    return-void
.end method
