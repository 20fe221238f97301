# Java: public class Bottle extends RealmObject { public String id; }
.class public Lcom/example/rl/Bottle;
.super Lio/realm/RealmObject;
.field public id:Ljava/lang/String;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Lio/realm/RealmObject;-><init>()V
    return-void
.end method
