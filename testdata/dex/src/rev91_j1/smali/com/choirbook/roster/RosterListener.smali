.class public interface abstract Lcom/choirbook/roster/RosterListener;
.super Ljava/lang/Object;
.source "RosterListener.java"


# virtual methods
.method public abstract onChange(Lcom/choirbook/roster/RosterChange;)V
.end method
