# Java sketch (Policy.java):
#   interface Policy { boolean allows(String[] packages); }
.class interface abstract Lcom/example/ws/Policy;
.super Ljava/lang/Object;
.source "Policy.java"

.method public abstract allows([Ljava/lang/String;)Z
.end method
